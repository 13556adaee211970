/** An email that may wrap only before its "@", never inside a word. */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <span className="email-text">{email}</span>;
  return (
    <span className="email-text">
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </span>
  );
}
