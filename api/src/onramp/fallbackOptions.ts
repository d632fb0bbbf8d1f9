import type { OnrampOptions } from '@porthole/shared-protocol/dataApi'

const limits = [
  { id: 'CARD', min: '10.00', max: '7500.00' },
  { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
]
const networks = (ethereum: string, polygon: string) => [
  { name: 'ethereum', display_name: 'Ethereum', chain_id: 1, contract_address: ethereum },
  { name: 'polygon', display_name: 'Polygon', chain_id: 137, contract_address: polygon },
]

/**
 * SPEC §8: what `GET /v1/onramp/options` answers when the provider fails — USD and EUR, card
 * 10.00 to 7500.00, bank account 10.00 to 25000.00, USDC and ETH on Ethereum and Polygon.
 */
export const fallbackOptions: OnrampOptions = {
  purchaseCurrencies: [
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: networks(
        '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
      ),
    },
    {
      id: 'ETH',
      name: 'Ethereum',
      symbol: 'ETH',
      networks: networks('', '0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619'),
    },
  ],
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: limits },
    { id: 'EUR', payment_method_limits: limits },
  ],
  fallback: true,
}
