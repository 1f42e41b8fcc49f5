import { useSearchParams } from 'react-router';

/** The query flag that makes CrashTest throw. */
export const CRASH_TEST_PARAM = 'crashTest';

/**
 * Throws while rendering when the address has `?crashTest=1`, so the end-to-end tests can show
 * the 'Website Error' screen of the built site. It only affects the visitor who opens such an
 * address, and only that page view.
 */
export default function CrashTest() {
  const [params] = useSearchParams();
  if (params.get(CRASH_TEST_PARAM) === '1') throw new Error('Crash test requested by ?crashTest=1');
  return null;
}
