import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hasToastParams, readQueryToast, removeToastParams } from './query-toast.ts';
import { showToast } from './show-toast.tsx';

/** Shows the toast asked for by `?toast=&toastStyle=` once, then removes both parameters from the address. */
export default function QueryToast() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!hasToastParams(search)) return;
    const request = readQueryToast(search);
    // A fixed id: React's development double effects and a quick re-render show it once.
    if (request) showToast(request.message, request.style, 'query-toast');
    navigate({ pathname, search: removeToastParams(search), hash }, { replace: true, preventScrollReset: true });
  }, [pathname, search, hash, navigate]);
  return null;
}
