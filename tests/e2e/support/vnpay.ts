/** The fake VNPay global-setup.ts started: where it is and the keys of its one terminal. */
export const E2E_VNPAY_GATEWAY_KEY = 'vnpay-e2e';

export function fakeVnpay(): { url: string; tmnCode: string; hashSecret: string } {
  const { E2E_VNPAY_URL, E2E_VNPAY_TMN_CODE, E2E_VNPAY_HASH_SECRET } = process.env;
  if (!E2E_VNPAY_URL || !E2E_VNPAY_TMN_CODE || !E2E_VNPAY_HASH_SECRET)
    throw new Error('the fake VNPay is not running: run the specs with `npm run test:e2e`');
  return { url: E2E_VNPAY_URL, tmnCode: E2E_VNPAY_TMN_CODE, hashSecret: E2E_VNPAY_HASH_SECRET };
}
