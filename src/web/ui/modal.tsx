import { useEffect, useRef, type ReactNode } from "react";

/**
 * A native modal <dialog>: the browser traps focus, makes the page inert and
 * returns focus on close. Escape is routed to onCancel so the owner decides
 * (the filter panel may ask "Apply Filter?" first).
 */
export function Modal(props: {
  open: boolean;
  onCancel: () => void;
  className?: string;
  labelledBy: string;
  role?: "dialog" | "alertdialog";
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    if (props.open && !node.open) node.showModal();
    if (!props.open && node.open) node.close();
  }, [props.open]);
  return (
    <dialog
      ref={ref}
      className={props.className}
      aria-labelledby={props.labelledBy}
      role={props.role}
      onCancel={(e) => {
        e.preventDefault();
        props.onCancel();
      }}
      onClick={(e) => {
        if (e.target === ref.current) props.onCancel();
      }}
    >
      {props.open ? props.children : null}
    </dialog>
  );
}
