import { useId, useState, type ReactNode } from 'react';
import './accordion.css';
import { Chevron } from '@/components/chevron';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** The item open at first; none when left out. */
  defaultOpenId?: string;
  /** Level of the headings that wrap the item buttons (they sit under a section's h2). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** At most one item open: opening one closes the other, clicking the open one closes it. */
export function Accordion({ items, defaultOpenId, headingLevel = 3, className }: AccordionProps) {
  const [openId, setOpenId] = useState<string | null>(defaultOpenId ?? null);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={className ? `accordion ${className}` : 'accordion'}>
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} className={open ? 'accordion__item accordion__item--open' : 'accordion__item'}>
            <Heading className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="accordion__trigger"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                <span className="accordion__title">{item.title}</span>
                <Chevron direction="down" size={18} className="accordion__chevron" />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="accordion__panel"
              hidden={!open}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
