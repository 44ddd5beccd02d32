// A Primary-menu item with children: a disclosure button and its list of links (the WAI navigation
// disclosure pattern). Opens on hover or click, hides 50 ms after the pointer leaves (spec 9), closes
// on Escape or when focus leaves it. Small on purpose: it keeps the positioning library out of the
// public pages' first download.
import { IconChevronDown } from '@tabler/icons-react';
import { type FocusEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import classes from './shell.module.css';

export const DROPDOWN_HIDE_DELAY_MS = 50;

interface NavDropdownProps {
  label: ReactNode;
  children: ReactNode;
  testId?: string;
  /** The list's id, when the dropdown has a name of its own: the same wherever the menu is rendered. */
  id?: string;
}

export function NavDropdown({ label, children, testId, id: givenId }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelHide = () => {
    if (hideTimer.current) clearTimeout(hideTimer.current);
    hideTimer.current = null;
  };
  const show = () => {
    cancelHide();
    setOpen(true);
  };
  const hideSoon = () => {
    cancelHide();
    hideTimer.current = setTimeout(() => setOpen(false), DROPDOWN_HIDE_DELAY_MS);
  };
  useEffect(
    () => () => {
      if (hideTimer.current) clearTimeout(hideTimer.current);
    },
    [],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and Escape handling around a real button
    <div
      ref={root}
      className={classes.dropdown}
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        type="button"
        ref={button}
        className={`${classes.navLink} ${classes.navButton}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => (open ? setOpen(false) : show())}
        data-testid={testId}
      >
        {label}
        <IconChevronDown size={14} aria-hidden className={classes.chevron} data-open={open || undefined} />
      </button>
      <ul id={id} className={classes.dropdownList} hidden={!open}>
        {children}
      </ul>
    </div>
  );
}
