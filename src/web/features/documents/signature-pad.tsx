import { useEffect, useRef } from "react";
import { useI18n } from "../../i18n/i18n.tsx";

const WIDTH = 600;
const HEIGHT = 200;

/**
 * A signature drawn with a finger, pen or mouse (pointer events), kept as a
 * PNG data URL; Clear starts again. Someone on a keyboard types their name
 * instead (the signing form offers both).
 */
export function SignaturePad(props: { value: string | null; onChange: (png: string | null) => void; describedBy?: string }) {
  const { t } = useI18n();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const drawn = useRef(false);

  // A signature kept from before (the form re-rendered after an error) is drawn back.
  useEffect(() => {
    const node = canvas.current;
    const context = node?.getContext("2d");
    if (!node || !context || !props.value || drawn.current) return;
    const image = new Image();
    image.onload = () => context.drawImage(image, 0, 0);
    image.src = props.value;
    drawn.current = true;
  }, [props.value]);

  function point(event: React.PointerEvent<HTMLCanvasElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - box.left) / box.width) * WIDTH, y: ((event.clientY - box.top) / box.height) * HEIGHT };
  }

  function start(event: React.PointerEvent<HTMLCanvasElement>) {
    const context = event.currentTarget.getContext("2d");
    if (!context) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    context.lineWidth = 3;
    context.lineCap = "round";
    context.lineJoin = "round";
    context.strokeStyle = "#172026";
    context.beginPath();
    context.moveTo(x, y);
  }

  function move(event: React.PointerEvent<HTMLCanvasElement>) {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext("2d");
    if (!context) return;
    const { x, y } = point(event);
    context.lineTo(x, y);
    context.stroke();
  }

  function end(event: React.PointerEvent<HTMLCanvasElement>) {
    if (!drawing.current) return;
    drawing.current = false;
    drawn.current = true;
    props.onChange(event.currentTarget.toDataURL("image/png"));
  }

  function clear() {
    const node = canvas.current;
    node?.getContext("2d")?.clearRect(0, 0, WIDTH, HEIGHT);
    drawn.current = false;
    props.onChange(null);
  }

  return (
    <div className="signature-pad">
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={t("documents.sign.drawLabel")}
        aria-describedby={props.describedBy}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      />
      <button type="button" className="button button-ghost" onClick={clear}>
        {t("documents.sign.clear")}
      </button>
    </div>
  );
}
