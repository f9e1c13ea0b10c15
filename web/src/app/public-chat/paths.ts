/**
 * The public chat's address (no imports: main.tsx reads it before any bundle loads, and the app's
 * router hands it over to the light bundle).
 */
export function isPublicChatPath(path: string): boolean {
  return path === '/public-chat' || path === '/public-chat/';
}
