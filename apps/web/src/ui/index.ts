/**
 * The web app's component kit: every screen builds from these. Each component is a `.tsx` with its
 * `.module.css` (rules in `@layer kit`), coloured and spaced by ui/tokens.css. Behaviour that needs focus
 * management (dialogs, drawers, menus, tabs, tooltips) comes from Base UI. See docs/STYLING.md.
 */
export { Alert, type AlertProps, type Severity } from './Alert/Alert.tsx';
export { Avatar, type AvatarProps } from './Avatar/Avatar.tsx';
export { Badge, type BadgeProps, Chip, type ChipProps } from './Badge/Badge.tsx';
export {
  Button,
  ButtonLink,
  type ButtonLinkProps,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonClassName,
} from './Button/Button.tsx';
export { Card, type CardProps } from './Card/Card.tsx';
export { Checkbox, RadioGroup, type RadioGroupProps, Switch } from './Choice/Choice.tsx';
export { cx } from './cx.ts';
export { Dialog, DialogClose, type DialogProps, Drawer, type DrawerProps } from './Dialog/Dialog.tsx';
export {
  Field,
  type FieldControlProps,
  type FieldProps,
  SelectField,
  type SelectFieldProps,
  type SelectOption,
  TextAreaField,
  type TextAreaFieldProps,
  TextField,
  type TextFieldProps,
} from './Field/Field.tsx';
export { IconButton, type IconButtonProps } from './IconButton/IconButton.tsx';
// The icons' path constants too ('iconClose'...): each is tree-shaken on its own.
export * from './icons.tsx';
export { Container, type ContainerProps, Divider, Stack, type StackProps, VisuallyHidden } from './Layout/Layout.tsx';
export { Menu, type MenuEntry, type MenuProps } from './Menu/Menu.tsx';
export { ProgressBar, type ProgressBarProps } from './ProgressBar/ProgressBar.tsx';
export {
  SegmentedControl,
  type SegmentedControlProps,
  type SegmentedOption,
} from './SegmentedControl/SegmentedControl.tsx';
export { Skeleton, type SkeletonProps } from './Skeleton/Skeleton.tsx';
export { Spinner, type SpinnerProps } from './Spinner/Spinner.tsx';
export { type TabItem, Tabs, type TabsProps } from './Tabs/Tabs.tsx';
export { Heading, type HeadingProps, PageTitle, Text, type TextProps } from './Text/Text.tsx';
export { TextLink, type TextLinkProps } from './TextLink/TextLink.tsx';
export { Tooltip, type TooltipProps } from './Tooltip/Tooltip.tsx';
