import { ErrorCode } from '@porthole/shared-protocol'
import { describe, expect, test } from 'vitest'
import { ApiRequestError } from '../../api/ApiRequestError.ts'
import type { ApiClient } from '../../api/createApiClient.ts'
import { createOrdersApi } from './ordersApi.ts'

const request = {
  orderId: 'order-1',
  recipient: `0x${'12'.repeat(20)}`,
  amount: '1.25',
  asset: 'eip155:31337/slip44:60',
}

/** A client whose POST answers `status` as the api refuses. */
const refusing = (status: number | null) =>
  ({
    post: async () => {
      throw new ApiRequestError(`HTTP status code: ${status}`, { status })
    },
  }) as unknown as ApiClient

describe('createOrdersApi', () => {
  test.each([
    [409, ErrorCode.paymentUnavailable, 'orderMismatch'],
    [423, ErrorCode.paymentUnavailable, 'orderInProgress'],
    [422, ErrorCode.paymentUnavailable, 'unknownAsset'],
    [400, ErrorCode.paymentInvalid, undefined],
  ])(
    'error: the api refusing a claim with %i is the host error %i (%s)',
    async (status, code, reason) => {
      const error = await createOrdersApi(refusing(status))
        .claim(request)
        .catch((caught: { code: number; data?: { reason?: string } }) => caught)
      expect(error).toMatchObject({ code })
      expect((error as { data?: { reason?: string } }).data?.reason).toBe(reason)
    },
  )

  test('behavior: an api that is down stays an ApiRequestError', async () => {
    await expect(createOrdersApi(refusing(null)).claim(request)).rejects.toBeInstanceOf(
      ApiRequestError,
    )
  })
})
