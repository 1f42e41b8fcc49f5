import AccountMenu from '../ui/AccountMenu.tsx';
import ThemeToggle from '../ui/ThemeToggle.tsx';
import SiteLink from './SiteLink.tsx';

/** The top bar: site name (home), contact page, theme switch and account menu. */
export default function SiteHeader() {
  return (
    <header className="site-header">
      <SiteLink to="/" className="site-name">
        <img src="/favicon.svg" alt="" width={28} height={28} /> Emote Maker
      </SiteLink>
      <nav aria-label="Main" className="site-nav">
        <SiteLink to="/contact-info">Contact</SiteLink>
      </nav>
      <ThemeToggle />
      <AccountMenu />
    </header>
  );
}
