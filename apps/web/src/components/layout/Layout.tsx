import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';

/** The shared frame: sticky header, main content, footer. */
export function Layout() {
  return (
    <div className="frame">
      <Header />
      <main id="main" className="frame__main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
