import type { Theme } from '@mui/material/styles';
import { type ReactNode, useId } from 'react';
import { PlainIcon } from './icons/plainIcons.tsx';

interface PlainSelectFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** `<option>` elements. */
  children: ReactNode;
  minWidth?: number;
}

/**
 * A small outlined native select (the phone's own picker on touch screens) as plain elements with the classes
 * below: MUI's TextField size="small" select with `native`, label always above the field (a native select always
 * shows an option). For the lists' sort and settlement, on every list page: MUI's FormControl, InputLabel,
 * OutlinedInput, NotchedOutline and NativeSelect are a styled component each, serialised on every render on the
 * server and again while a phone hydrates (DECISIONS #155, #156). Forms keep MUI's fields.
 */
export function PlainSelectField({ label, name, value, onChange, children, minWidth }: PlainSelectFieldProps) {
  const id = useId();
  return (
    <div className="select-field" style={minWidth ? { minWidth } : undefined}>
      <label className="select-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="select-field__control">
        <select
          id={id}
          name={name}
          className="select-field__select"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {children}
        </select>
        <PlainIcon name="arrowDropDown" className="select-field__icon" />
        {/* The outline, notched for the label as MUI's: the legend's hidden copy of the label makes the gap. */}
        <fieldset className="select-field__outline" aria-hidden="true">
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
    </div>
  );
}

/** MUI's outlined small field, its label shrunk: hover and keyboard focus as MUI draws them. */
export const plainSelectFieldStyles = (theme: Theme) => {
  const { palette, typography, shape } = theme;
  const text = { ...typography.body1, lineHeight: '1.4375em' };
  // MUI's outlined fields' border in the light palette.
  const outlineColor = 'rgba(0, 0, 0, 0.23)';
  return {
    '.select-field': {
      display: 'inline-flex',
      flexDirection: 'column',
      position: 'relative',
      minWidth: 0,
      verticalAlign: 'top',
    },
    '.select-field__label': {
      ...text,
      position: 'absolute',
      left: 0,
      top: 0,
      zIndex: 1,
      display: 'block',
      maxWidth: 'calc(133% - 32px)',
      overflow: 'hidden',
      whiteSpace: 'nowrap',
      textOverflow: 'ellipsis',
      color: palette.text.secondary,
      transform: 'translate(14px, -9px) scale(0.75)',
      transformOrigin: 'top left',
      userSelect: 'none',
      transition: theme.transitions.create('color', {
        duration: theme.transitions.duration.shorter,
        easing: theme.transitions.easing.easeOut,
      }),
    },
    '.select-field:focus-within .select-field__label': { color: palette.primary.main },
    '.select-field__control': {
      ...text,
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      boxSizing: 'border-box',
      borderRadius: shape.borderRadius,
      color: palette.text.primary,
    },
    '.select-field__select': {
      font: 'inherit',
      letterSpacing: 'inherit',
      color: 'currentColor',
      display: 'block',
      boxSizing: 'content-box',
      width: '100%',
      minWidth: 0,
      height: '1.4375em',
      margin: 0,
      padding: '8.5px 32px 8.5px 14px',
      border: 0,
      borderRadius: shape.borderRadius,
      outline: 0,
      background: 'none',
      appearance: 'none',
      userSelect: 'none',
      cursor: 'pointer',
      WebkitTapHighlightColor: 'transparent',
      '& option': { backgroundColor: palette.background.paper },
    },
    '.select-field__icon': {
      position: 'absolute',
      right: 7,
      top: 'calc(50% - .5em)',
      color: palette.action.active,
      pointerEvents: 'none',
    },
    '.select-field__outline': {
      position: 'absolute',
      inset: '-5px 0 0 0',
      margin: 0,
      padding: '0 8px',
      minWidth: '0%',
      overflow: 'hidden',
      textAlign: 'left',
      pointerEvents: 'none',
      borderRadius: 'inherit',
      border: `1px solid ${outlineColor}`,
      '& legend': {
        float: 'unset',
        display: 'block',
        width: 'auto',
        maxWidth: '100%',
        height: 11,
        padding: 0,
        overflow: 'hidden',
        visibility: 'hidden',
        whiteSpace: 'nowrap',
        fontSize: '0.75em',
      },
      '& legend > span': { display: 'inline-block', padding: '0 5px', opacity: 0, visibility: 'visible' },
    },
    '.select-field__control:hover .select-field__outline': {
      borderColor: palette.text.primary,
      // No hover on touch screens: the tap's hover would stay after the picker closes.
      '@media (hover: none)': { borderColor: outlineColor },
    },
    '.select-field__select:focus ~ .select-field__outline': { borderColor: palette.primary.main, borderWidth: 2 },
  };
};
