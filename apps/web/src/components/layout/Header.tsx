import { useCallback, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/useAuth';
import { useLedgerRole } from '../../lib/auth/useLedgerRole';
import {
  CloseIcon,
  DollarIcon,
  DownloadIcon,
  LogOutIcon,
  MenuIcon,
  UploadIcon,
  UserIcon,
} from '../ui/icons';
import { NavDropdown } from './NavDropdown';
import { OrganizationSwitcher } from './OrganizationSwitcher';
import { UnsentChangesLogout } from './UnsentChangesLogout';
import {
  accountLinks,
  analyticsLinks,
  headerLinksAfterAnalytics,
  headerLinksBeforeAnalytics,
  mobileLinks,
} from './navLinks';
import type { NavItem } from './navLinks';
import { useDismiss } from './useDismiss';

type MenuName = 'analytics' | 'account' | 'mobile';

export type HeaderProps = {
  onImport: () => void;
  onExport: () => void;
  exporting: boolean;
  /** Changes made here that the server does not have yet: logging out asks first. */
  waiting?: number;
};

function navClass({ isActive }: { isActive: boolean }) {
  return `nav-link${isActive ? ' active' : ''}`;
}

function HeaderLink({ item }: { item: NavItem }) {
  return (
    <li>
      <NavLink to={item.to} end={item.end ?? false} className={navClass}>
        {item.label}
      </NavLink>
    </li>
  );
}

export function Header({ onImport, onExport, exporting, waiting = 0 }: HeaderProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const auth = useAuth();
  const { canEdit } = useLedgerRole();
  const signedIn = auth.status === 'signed-in';

  // A menu stays open only on the page where it was opened: navigating closes every menu.
  const [opened, setOpened] = useState<{ menu: MenuName; path: string } | null>(null);
  const openMenu = opened?.path === pathname ? opened.menu : null;
  const close = useCallback(() => setOpened(null), []);
  const toggle = (menu: MenuName) =>
    setOpened((current) =>
      current?.menu === menu && current.path === pathname ? null : { menu, path: pathname },
    );

  const header = useRef<HTMLElement>(null);
  const mobileToggle = useRef<HTMLButtonElement>(null);
  useDismiss(openMenu === 'mobile', header, close, mobileToggle);

  const [askingToLogOut, setAskingToLogOut] = useState(false);
  const leave = () => {
    setAskingToLogOut(false);
    void auth.signOut().then(() => navigate(paths.dashboard.path));
  };
  const logOut = () => {
    close();
    if (waiting > 0) setAskingToLogOut(true);
    else leave();
  };

  const authButtons = (
    <>
      <Link to={paths.login.path} className="button button--ghost" onClick={close}>
        Login
      </Link>
      <Link to={paths.signup.path} className="button button--primary" onClick={close}>
        Sign Up
      </Link>
    </>
  );

  return (
    <header className="site-header" ref={header}>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <div className="site-header__inner">
        <Link to={paths.dashboard.path} className="brand" aria-label="Cashline">
          <span className="brand__mark">
            <DollarIcon size={18} />
          </span>
          <span className="brand__name">Cashline</span>
        </Link>

        <nav aria-label="Main" className="site-nav">
          <ul className="site-nav__list">
            {headerLinksBeforeAnalytics.map((item) => (
              <HeaderLink key={item.to} item={item} />
            ))}
            <li>
              <NavDropdown
                id="analytics-menu"
                label="Analytics"
                items={analyticsLinks}
                open={openMenu === 'analytics'}
                active={pathname.startsWith('/analytics')}
                onToggle={() => toggle('analytics')}
                onClose={close}
              />
            </li>
            {headerLinksAfterAnalytics.map((item) => (
              <HeaderLink key={item.to} item={item} />
            ))}
          </ul>
        </nav>

        <div className="site-header__actions">
          {canEdit && (
            <button
              type="button"
              className="button button--ghost"
              onClick={onImport}
              title="Import transactions from a CSV file"
            >
              <UploadIcon size={16} />
              <span className="button__label">Import</span>
            </button>
          )}
          <button
            type="button"
            className="button button--secondary"
            onClick={onExport}
            title="Export all transactions as CSV"
            disabled={exporting}
            aria-busy={exporting}
          >
            <DownloadIcon size={16} />
            <span className="button__label">{exporting ? 'Exporting...' : 'Export'}</span>
          </button>
          <div className="site-header__account">
            {signedIn ? (
              <NavDropdown
                id="account-menu"
                label="Account"
                icon={<UserIcon size={16} />}
                items={accountLinks}
                open={openMenu === 'account'}
                active={pathname.startsWith('/account')}
                onToggle={() => toggle('account')}
                onClose={close}
                align="end"
              >
                {auth.me && <OrganizationSwitcher me={auth.me} onSwitched={close} />}
                <li className="dropdown__separator" role="presentation" />
                <li>
                  <button type="button" className="dropdown__item" onClick={logOut}>
                    <LogOutIcon size={16} />
                    Logout
                  </button>
                </li>
              </NavDropdown>
            ) : (
              authButtons
            )}
          </div>
          <button
            ref={mobileToggle}
            type="button"
            className="icon-button site-header__menu-toggle"
            aria-expanded={openMenu === 'mobile'}
            aria-controls="mobile-menu"
            aria-label={openMenu === 'mobile' ? 'Close menu' : 'Open menu'}
            onClick={() => toggle('mobile')}
          >
            {openMenu === 'mobile' ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
          </button>
        </div>
      </div>

      <nav
        id="mobile-menu"
        aria-label="Mobile"
        className="mobile-menu"
        hidden={openMenu !== 'mobile'}
      >
        <ul className="mobile-menu__list">
          {mobileLinks.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end ?? false} className={navClass} onClick={close}>
                {item.label}
              </NavLink>
            </li>
          ))}
          {signedIn && (
            <>
              <li className="mobile-menu__separator" role="presentation" />
              <li>
                <NavLink to={paths.profile.path} className={navClass} onClick={close}>
                  <UserIcon size={16} />
                  Profile
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.team.path} className={navClass} onClick={close}>
                  Team
                </NavLink>
              </li>
              <li>
                <button type="button" className="nav-link" onClick={logOut}>
                  <LogOutIcon size={16} />
                  Logout
                </button>
              </li>
            </>
          )}
        </ul>
        {!signedIn && <div className="mobile-menu__auth">{authButtons}</div>}
      </nav>
      {askingToLogOut && (
        <UnsentChangesLogout
          waiting={waiting}
          onLogOut={leave}
          onCancel={() => setAskingToLogOut(false)}
        />
      )}
    </header>
  );
}
