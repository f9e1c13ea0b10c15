/** What the delivery log calls the product's own mail server or Firebase project when it delivered. */
export function systemProviderKey(channel: string): string {
  return channel === 'push' ? 'notifications:system_provider.push' : 'notifications:system_provider.email';
}
