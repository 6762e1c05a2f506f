import type { Category } from '@skelbimai/contract';
import { useState } from 'react';
import { CategoryIcon } from '../../components/icons/categoryIcons.tsx';
import { useCategories } from '../../features/categories/index.ts';
import { paths } from '../../lib/paths.ts';
import { t } from '../../messages/lt.ts';
import { IconButton } from '../../ui/IconButton/IconButton.tsx';
import { iconExpandLess } from '../../ui/icons/iconExpandLess.ts';
import { iconExpandMore } from '../../ui/icons/iconExpandMore.ts';
import { List, ListHeading, ListLinkItem } from '../../ui/List/List.tsx';
import styles from './AppDrawer.module.css';

/**
 * Every main category with its icon, colour and count; its expander (an accessible button named
 * 'Subkategorijos: {name}') shows the subcategories with their counts.
 */
export function DrawerCategories() {
  const { data: categories = [] } = useCategories();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div>
      <ListHeading>{t.nav.categories}</ListHeading>
      <List dense className={styles.categories}>
        {categories.map((category) => (
          <CategoryItem
            key={category.id}
            category={category}
            open={open === category.id}
            onToggle={() => setOpen((id) => (id === category.id ? null : category.id))}
          />
        ))}
      </List>
    </div>
  );
}

interface CategoryItemProps {
  category: Category;
  open: boolean;
  onToggle: () => void;
}

function CategoryItem({ category, open, onToggle }: CategoryItemProps) {
  const subListId = `drawer-category-${category.id}`;
  return (
    <>
      <ListLinkItem
        to={paths.category(category.logicalName)}
        icon={
          // The category's own colour comes with the data.
          <span className={styles.categoryIcon} style={{ color: category.color ?? undefined }}>
            <CategoryIcon name={category.icon} />
          </span>
        }
        end={category.postCount}
        action={
          category.childCategories.length > 0 && (
            <IconButton
              icon={open ? iconExpandLess : iconExpandMore}
              aria-label={t.drawer.expand(category.name)}
              aria-expanded={open}
              aria-controls={subListId}
              onClick={onToggle}
            />
          )
        }
      >
        {category.name}
      </ListLinkItem>
      {open && (
        <li>
          <List dense id={subListId} className={styles.subList}>
            {category.childCategories.map((sub) => (
              <ListLinkItem
                key={sub.id}
                to={paths.category(category.logicalName, sub.logicalName)}
                end={sub.postCount}
                inset
              >
                {sub.name}
              </ListLinkItem>
            ))}
          </List>
        </li>
      )}
    </>
  );
}
