/** An email that may wrap only before its "@": each side stays whole (no breaks at "-" or "."). */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <span className="email-text">{email}</span>;
  return (
    <span className="email-text">
      <span>{email.slice(0, at)}</span>
      <wbr />
      <span>{email.slice(at)}</span>
    </span>
  );
}
