/** SPEC §5: the email format the catalog checks (`embeddedLoginCalls` CONNECT_EMAIL). */
export function isEmail(value: string): boolean {
  const email = value.trim()
  return email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)
}
