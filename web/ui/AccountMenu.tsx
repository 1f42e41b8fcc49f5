/** Sign-in and account menu in the site header (filled in by the accounts work). */
export default function AccountMenu() {
  return null;
}
