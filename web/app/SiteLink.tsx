import type { MouseEvent } from 'react';
import { Link, useLocation, useResolvedPath, type LinkProps } from 'react-router';
import { SAME_PAGE_NOTICE } from '../messages.ts';
import { isSamePage } from './same-page.ts';
import { showToast } from './show-toast.tsx';

/** A router link that, when it leads to the page already shown, says so instead of navigating (SPEC section 2). */
export default function SiteLink({ onClick, ...props }: LinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(props.to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // Leave new-tab and new-window clicks to the browser.
    const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    const sameTab = !props.target || props.target === '_self';
    if (event.defaultPrevented || !plain || !sameTab || !isSamePage(pathname, target.pathname)) return;
    event.preventDefault();
    showToast(SAME_PAGE_NOTICE, 'info', 'same-page');
  };
  return <Link {...props} onClick={handleClick} />;
}
