import AccountMenu from '../ui/AccountMenu.tsx';
import ThemeToggle from '../ui/ThemeToggle.tsx';
import SiteLink from './SiteLink.tsx';
import SetLink from '../ui/set/SetLink.tsx';

/** The top bar: site name (home), the visitor's set, contact page, theme switch and account menu. */
export default function SiteHeader() {
  return (
    <header className="site-header">
      <SiteLink to="/" className="site-name">
        <img src="/favicon.svg" alt="" width={28} height={28} /> Emote Maker
      </SiteLink>
      <nav aria-label="Main" className="site-nav">
        <SetLink />
        <SiteLink to="/contact-info">Contact</SiteLink>
      </nav>
      <ThemeToggle />
      <AccountMenu />
    </header>
  );
}
