import type { ContentSection } from "../../../server/services/content/site-content.ts";

/** A fixed page's sections: each a heading with an anchor and its paragraphs (plain text, escaped by React). */
export function SectionsBody({ sections }: { sections: ContentSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.id} id={section.id} className="content-section" aria-labelledby={`${section.id}-heading`}>
          <h2 id={`${section.id}-heading`}>{section.heading}</h2>
          {section.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </section>
      ))}
    </>
  );
}
