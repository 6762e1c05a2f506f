import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ContentSection } from '../messages/content/index.ts';

/** Renders the text pages' sections (headings, paragraphs, bullet lists) with readable line length. */
export function ContentSections({ sections, level = 2 }: { sections: ContentSection[]; level?: 2 | 3 }) {
  return (
    <Box sx={{ maxWidth: 780 }}>
      {sections.map((section) => (
        <Box component="section" key={section.heading} sx={{ mb: 3 }}>
          <Typography
            variant={level === 2 ? 'h6' : 'subtitle1'}
            component={`h${level}`}
            sx={{ fontWeight: 600, mb: 1 }}
          >
            {section.heading}
          </Typography>
          {section.paragraphs?.map((text) => (
            <Typography key={text} sx={{ mb: 1.25, lineHeight: 1.7 }}>
              {text}
            </Typography>
          ))}
          {section.bullets && (
            <Box component="ul" sx={{ pl: 3, my: 0, '& li': { mb: 0.75, lineHeight: 1.7 } }}>
              {section.bullets.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
