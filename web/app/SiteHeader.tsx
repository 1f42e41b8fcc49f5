import { Link } from 'react-router';
import AccountMenu from '../ui/AccountMenu.tsx';

/** The top bar with the site name. */
export default function SiteHeader() {
  return (
    <header className="site-header">
      <Link to="/" className="site-name">
        <img src="/favicon.svg" alt="" width={28} height={28} /> Emote Maker
      </Link>
      <AccountMenu />
    </header>
  );
}
