/**
 * MoMo AIO v2's recipes as the fake checks them (./fake-momo.ts): the signature recipes of each
 * call written out literally, MoMo's result messages, and the formats of its ids.
 */
import type { PaymentOutcome } from './fake-payment-page';

export const RECIPES = {
  create:
    'accessKey=$accessKey&amount=$amount&extraData=$extraData&ipnUrl=$ipnUrl&orderId=$orderId&orderInfo=$orderInfo' +
    '&partnerCode=$partnerCode&redirectUrl=$redirectUrl&requestId=$requestId&requestType=$requestType',
  query: 'accessKey=$accessKey&orderId=$orderId&partnerCode=$partnerCode&requestId=$requestId',
  refund:
    'accessKey=$accessKey&amount=$amount&description=$description&orderId=$orderId&partnerCode=$partnerCode' +
    '&requestId=$requestId&transId=$transId',
  result:
    'accessKey=$accessKey&amount=$amount&extraData=$extraData&message=$message&orderId=$orderId&orderInfo=$orderInfo' +
    '&orderType=$orderType&partnerCode=$partnerCode&payType=$payType&requestId=$requestId&responseTime=$responseTime' +
    '&resultCode=$resultCode&transId=$transId',
};

export const MESSAGES: Record<number, [vi: string, en: string]> = {
  0: ['Thành công.', 'Successful.'],
  13: ['Xác thực doanh nghiệp thất bại.', 'Merchant authentication failed.'],
  20: ['Yêu cầu sai định dạng.', 'Bad format request.'],
  22: ['Số tiền giao dịch không nằm trong khoảng cho phép.', 'The transaction amount is out of range.'],
  40: ['RequestId bị trùng.', 'Duplicated requestId.'],
  41: ['OrderId bị trùng.', 'Duplicated orderId.'],
  42: ['OrderId không hợp lệ hoặc không được tìm thấy.', 'Invalid orderId or orderId is not found.'],
  1000: [
    'Giao dịch đã được khởi tạo, chờ người dùng xác nhận thanh toán.',
    'Transaction is initiated, waiting for user confirmation.',
  ],
  1001: [
    'Giao dịch thanh toán thất bại do tài khoản người dùng không đủ tiền.',
    'Transaction failed due to insufficient funds.',
  ],
  1006: [
    'Giao dịch thất bại do người dùng đã từ chối xác nhận thanh toán.',
    'Transaction failed because user has denied to confirm the payment.',
  ],
  1080: ['Giao dịch hoàn tiền thất bại.', 'Refund attempt failed during the processing.'],
  1081: [
    'Giao dịch hoàn tiền bị từ chối.',
    'Refund rejected. The original transaction might have been refunded.',
  ],
  1088: [
    'Giao dịch không đủ điều kiện hoàn tiền.',
    'Refund rejected. The original payment transaction is ineligible to be refunded',
  ],
};
export const RESULT_OF: Record<PaymentOutcome, number> = { paid: 0, cancelled: 1006, failed: 1001 };
export const ID = /^[0-9a-zA-Z]([-_.]*[0-9a-zA-Z]+)*$/;

export interface FakeMomoOrder {
  orderId: string;
  requestId: string;
  amount: number;
  orderInfo: string;
  redirectUrl: string;
  ipnUrl: string;
  extraData: string;
  lang: 'vi' | 'en';
  state: 'pending' | 'paid' | 'failed' | 'cancelled';
  transId: number;
  responseTime: number | null;
  refunds: { orderId: string; requestId: string; amount: number; transId: number }[];
  refundedAmount: number;
}

export type MomoOperation = 'create' | 'query' | 'refund' | 'pay';
