import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { Category } from '@skelbimai/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { CategoryIcon } from '../../components/icons/categoryIcons.tsx';
import { useCategories } from '../../features/categories/index.ts';
import { paths } from '../../lib/paths.ts';
import { t } from '../../messages/index.ts';

/**
 * Every main category with its icon, colour and count; its expander (an accessible button named
 * 'Subkategorijos: {name}') shows the subcategories with their counts.
 */
export function DrawerCategories() {
  const { data: categories = [] } = useCategories();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <List dense subheader={<ListSubheader component="div">{t.nav.categories}</ListSubheader>}>
      {categories.map((category) => (
        <CategoryItem
          key={category.id}
          category={category}
          open={open === category.id}
          onToggle={() => setOpen((id) => (id === category.id ? null : category.id))}
        />
      ))}
    </List>
  );
}

interface CategoryItemProps {
  category: Category;
  open: boolean;
  onToggle: () => void;
}

function CategoryItem({ category, open, onToggle }: CategoryItemProps) {
  const collapseId = `drawer-category-${category.id}`;
  return (
    <>
      <ListItem
        disablePadding
        secondaryAction={
          category.childCategories.length > 0 && (
            <IconButton
              edge="end"
              aria-label={t.drawer.expand(category.name)}
              aria-expanded={open}
              aria-controls={collapseId}
              onClick={onToggle}
            >
              {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            </IconButton>
          )
        }
      >
        <ListItemButton component={Link} to={paths.category(category.logicalName)}>
          <ListItemIcon>
            <CategoryIcon name={category.icon} sx={{ color: category.color ?? 'text.secondary' }} />
          </ListItemIcon>
          <ListItemText primary={category.name} />
          <Count value={category.postCount} />
        </ListItemButton>
      </ListItem>
      <Collapse in={open} timeout="auto" unmountOnExit id={collapseId}>
        <List dense disablePadding>
          {category.childCategories.map((sub) => (
            <ListItemButton
              key={sub.id}
              component={Link}
              to={paths.category(category.logicalName, sub.logicalName)}
              sx={{ pl: 9 }}
            >
              <ListItemText primary={sub.name} />
              <Count value={sub.postCount} />
            </ListItemButton>
          ))}
        </List>
      </Collapse>
    </>
  );
}

function Count({ value }: { value: number }) {
  return (
    <ListItemText
      primary={value}
      sx={{ flex: 'none', ml: 1, color: 'text.secondary' }}
      slotProps={{ primary: { variant: 'body2' } }}
    />
  );
}
