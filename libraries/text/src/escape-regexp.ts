/**
 * Text made literal inside a regular expression, valid under every flag. Only the syntax
 * characters and `/` are escaped: with the `u` or `v` flag any other escaped character (`\#`,
 * `\-`, `\'`) is a SyntaxError, so escaping "just in case" breaks patterns such as an app name
 * "Budget Planner #1" (ECMA-262, IdentityEscape:
 * https://tc39.es/ecma262/#prod-IdentityEscape).
 */
export function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
}
