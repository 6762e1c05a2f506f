import type { ContentSection } from '../messages/content/index.ts';
import { Heading } from '../ui/Text/Text.tsx';
import styles from './ContentSections.module.css';

/** Renders the text pages' sections (headings, paragraphs, bullet lists) with readable line length. */
export function ContentSections({ sections, level = 2 }: { sections: ContentSection[]; level?: 2 | 3 }) {
  return (
    <div className={styles.sections}>
      {sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <Heading level={level} size={level === 2 ? 'h6' : 'subtitle1'} className={styles.heading}>
            {section.heading}
          </Heading>
          {section.paragraphs?.map((text) => (
            <p key={text} className={styles.paragraph}>
              {text}
            </p>
          ))}
          {section.bullets && (
            <ul className={styles.bullets}>
              {section.bullets.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
