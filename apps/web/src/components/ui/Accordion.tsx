import { useId, useState } from 'react';

export type AccordionItem = { id: string; title: string; body: string };

type AccordionProps = { items: readonly AccordionItem[] };

/** Expandable entries of which at most one is open at a time (app.md section 4, Help FAQ). */
export function Accordion({ items }: AccordionProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  return (
    <div className="accordion">
      {items.map((item) => {
        const open = item.id === openId;
        const panelId = `${baseId}-${item.id}`;
        return (
          <div key={item.id}>
            <h3>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                {item.title}
                <span aria-hidden="true">{open ? '−' : '+'}</span>
              </button>
            </h3>
            <div id={panelId} className="accordion__panel" hidden={!open}>
              <p>{item.body}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
