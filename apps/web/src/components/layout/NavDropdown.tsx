import { useRef } from 'react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { ChevronDownIcon } from '../ui/icons';
import type { NavItem } from './navLinks';
import { useDismiss } from './useDismiss';

type NavDropdownProps = {
  id: string;
  label: string;
  icon?: ReactNode;
  items: NavItem[];
  open: boolean;
  /** True when the current page is one of the dropdown's links. */
  active: boolean;
  onToggle: () => void;
  onClose: () => void;
  /** Extra entries after the links (the account menu's Logout). */
  children?: ReactNode;
  align?: 'start' | 'end';
};

/** A disclosure button with a list of links; Escape and a click outside close it. */
export function NavDropdown({
  id,
  label,
  icon,
  items,
  open,
  active,
  onToggle,
  onClose,
  children,
  align = 'start',
}: NavDropdownProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useDismiss(open, wrapper, onClose, button);

  return (
    <div className="dropdown" ref={wrapper}>
      <button
        ref={button}
        type="button"
        className={`nav-link dropdown__toggle${active ? ' active' : ''}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
      >
        {icon}
        {label}
        <ChevronDownIcon size={16} className={`dropdown__chevron${open ? ' is-open' : ''}`} />
      </button>
      <ul id={id} className={`dropdown__panel dropdown__panel--${align}`} hidden={!open}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className="dropdown__item" onClick={onClose}>
              {item.label}
            </NavLink>
          </li>
        ))}
        {children}
      </ul>
    </div>
  );
}
