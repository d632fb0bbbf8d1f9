import { encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, test, vi } from 'vitest'
import { page } from 'vitest/browser'
import { connectTestWallet, testAddress } from '../../../../../test/createTestFrameApp.ts'
import { renderView, scanView } from '../../../../../test/renderView.tsx'

const token = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('ApproveTransaction', () => {
  test('default: a token transfer reads one row per fact: amount, recipient, token contract and network fee; short addresses with copy; no zero coin value; no axe violations', async () => {
    const view = await renderView()
    view.app.settings.send({ type: 'SET_HOST_ORIGIN', origin: 'https://shop.example' })
    await connectTestWallet(view.app)
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, 12_500_000n],
    })
    // What the embedded connector asks before it signs a page's eth_sendTransaction.
    const answer = view.app.approvals
      .approve(
        { method: 'eth_sendTransaction', params: [{ from: testAddress, to: token, data }] },
        { account: testAddress, caipNetworkId: 'eip155:137' },
      )
      .then(
        () => 'approved',
        (error: { code?: number }) => error.code,
      )
    const card = page.getByRole('dialog')
    await expect.element(card.getByTestId('approve-to')).toBeVisible()
    const labels = [...card.element().querySelectorAll('dt')].map((dt) => dt.textContent)
    expect(labels).toEqual([
      'Account',
      'Network',
      'Token transfer',
      'Recipient',
      'Token contract',
      'Network fee',
    ])
    await expect.element(card.getByTestId('approve-to')).toHaveTextContent('0x70…dc79C8')
    await expect.element(card.getByTitle(recipient)).toBeVisible()
    await expect.element(card.getByTestId('approve-value')).not.toBeInTheDocument()
    // This network has no RPC here: the fee is said to be unknown, not left out.
    await expect
      .element(card.getByTestId('approve-fee'))
      .toHaveTextContent('Could not be estimated')
    // The test page may not read the clipboard back: what the frame writes is checked.
    const written = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    await card.getByRole('button', { name: 'Copy address 0x70…dc79C8' }).click()
    await expect.poll(() => written.mock.calls.at(-1)?.[0]).toBe(recipient)
    expect(await scanView(view, 'ApproveTransaction/tokenTransfer')).toEqual([])
    await card.getByRole('button', { name: 'Reject' }).click()
    expect(await answer).toBe(4001)
  })
})
