import { encodeFunctionData, erc20Abi, maxUint160 } from 'viem'
import { describe, expect, test, vi } from 'vitest'
import { page } from 'vitest/browser'
import { createDataApiOver } from '#test/createDataApiOver.ts'
import { testAddress, testDapp, testNetwork } from '#test/createTestFrameApp.ts'
import { apes, dusd, eoa, friend, router } from '#test/intentCorpus/corpusChain.ts'
import {
  mail,
  permit,
  permit2Allowance,
  setApprovalForAll,
} from '#test/intentCorpus/corpusRequests.ts'
import { scanView } from '#test/renderView.tsx'
import type { ApprovalRequest } from '../../ApprovalRequest.ts'
import {
  approveTitle,
  corpusPolygon,
  expectCardWarning,
  rejectOnCard,
  renderApproval,
} from '../../test/renderApproval.tsx'

const token = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** A corpus typed message asked on `chainId` (the corpus signs for the dev chain). */
const withChainId = (request: ApprovalRequest, chainId: number): ApprovalRequest => {
  const [signer, json] = request.params as [string, string]
  const typed = JSON.parse(json)
  typed.domain.chainId = chainId
  return { method: request.method, params: [signer, JSON.stringify(typed)] }
}

describe('ApproveTransaction', () => {
  test('default: a token transfer reads one row per fact: amount, recipient, token contract and network fee; short addresses with copy; no zero coin value; no axe violations', async () => {
    const { view, ask } = await renderApproval()
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, 12_500_000n],
    })
    // What the embedded connector asks before it signs a page's eth_sendTransaction.
    const answer = ask({
      method: 'eth_sendTransaction',
      params: [{ from: testAddress, to: token, data }],
    })
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
    await rejectOnCard(answer)
  })

  test('behavior: a recipient with a name reads by its name above its short address; no axe violations', async () => {
    // The api's identity route names the recipient; any other address has no name.
    const api = createDataApiOver(async (input) => {
      const path = new URL(String(input)).pathname
      if (!path.startsWith('/v1/identity/')) return Response.json({}, { status: 404 })
      const name = path.endsWith(recipient) ? 'alice.porthole.id' : null
      return Response.json({ name, avatar: null })
    })
    const { view, ask } = await renderApproval({ api })
    const answer = ask({
      method: 'eth_sendTransaction',
      params: [{ from: testAddress, to: recipient, value: '0x1' }],
    })
    const card = page.getByRole('dialog')
    await expect.element(card.getByTestId('approve-name')).toHaveTextContent('alice.porthole.id')
    await expect
      .element(card.getByTestId('approve-to'))
      .toHaveTextContent('alice.porthole.id0x70…dc79C8')
    expect(await scanView(view, 'ApproveTransaction/namedRecipient')).toEqual([])
    await rejectOnCard(answer)
  })

  describe('with the chain at hand (faked at its RPC)', () => {
    /** Polygon with an RPC the fake chain answers: tokens, names and code are read there. */
    const withChain = () => {
      const { polygon, loadChainClient } = corpusPolygon()
      return renderApproval({
        dapp: { ...testDapp, networks: [testNetwork(1, 'Ethereum'), polygon] },
        loadChainClient,
      })
    }
    /** Asks `request` there: the view, the host's answer to come, the card, and `ask` for more. */
    const askWithChain = async (request: ApprovalRequest) => {
      const { view, ask } = await withChain()
      return { view, ask, answer: ask(request), card: page.getByRole('dialog') }
    }

    test('behavior: a Permit2 permit reads as the allowance it grants: unlimited DUSD, the spender, the token, its expiry, with the warning; no axe violations', async () => {
      // The app asks on the network it is on.
      const { view, answer, card } = await askWithChain(
        withChainId(permit2Allowance([[dusd, maxUint160]], router), 137),
      )
      const intent = card.getByTestId('approve-intent')
      await expect.element(intent).toBeVisible()
      await expect.element(approveTitle()).toHaveTextContent('Allow token spending')
      // The fields as signed are a click away, not read first.
      const signed = card.getByTestId('approve-signed')
      expect(signed.element().hasAttribute('open')).toBe(false)
      await expect.element(card.getByTestId('approve-domain')).not.toBeVisible()
      const labels = [...intent.element().querySelectorAll('dt')].map((dt) => dt.textContent)
      expect(labels).toEqual([
        'Signed approval',
        'Token contract',
        'Allowance expires',
        'Spender',
        'Signature valid until',
      ])
      await expect
        .element(card.getByTestId('approve-intent-amount'))
        .toHaveTextContent('Unlimited DUSD')
      await expect.element(intent.getByTitle(router)).toBeVisible()
      await expectCardWarning(
        'Unlimited approval: 0x7a…F2488D can move all your DUSD, now and later.',
      )
      expect(await scanView(view, 'ApproveTransaction/permit2Unlimited')).toEqual([])
      await signed.getByText('Message as signed').click()
      await expect
        .element(card.getByTestId('approve-domain'))
        .toHaveTextContent('Verifying contract')
      await expect
        .element(card.getByTestId('approve-typed-message'))
        .toHaveTextContent('Sig deadline')
      expect(await scanView(view, 'ApproveTransaction/permit2Signed')).toEqual([])
      await rejectOnCard(answer)
    })

    test('behavior: an EIP-2612 Permit for an exact amount to a contract reads as the allowance, titled plainly, with no warning; typed data of no known kind keeps its fields, named in words', async () => {
      const { view, ask, answer, card } = await askWithChain(
        withChainId(permit(dusd, 'Demo USD', router, 25_000_000n), 137),
      )
      await expect.element(approveTitle()).toHaveTextContent('Allow token spending')
      await expect.element(card.getByTestId('approve-intent-amount')).toHaveTextContent('25 DUSD')
      await expect.element(card.getByTestId('approve-intent').getByTitle(dusd)).toBeVisible()
      expect(card.getByRole('alert').elements()).toEqual([])
      expect(await scanView(view, 'ApproveTransaction/permitExact')).toEqual([])
      await rejectOnCard(answer)
      const second = ask(withChainId(mail(137), 137))
      await expect.element(approveTitle()).toHaveTextContent('Sign typed data')
      const fields = card.getByTestId('approve-domain')
      await expect.element(fields).toHaveTextContent('Chain id137')
      await expect
        .element(card.getByTestId('approve-typed-message'))
        .toHaveTextContent('ContentsHello, Bob!')
      await expect.element(card.getByTestId('approve-signed')).not.toBeInTheDocument()
      await rejectOnCard(second)
    })

    test('behavior: a Permit for a token this network does not have says so, with the token unknown; no axe violations', async () => {
      const { view, answer, card } = await askWithChain(
        withChainId(permit(friend, 'Demo USD', router, 25_000_000n), 137),
      )
      await expect.element(approveTitle()).toHaveTextContent('Allow token spending')
      await expectCardWarning(
        'This message is for contract 0x3C…4293BC, which does not exist on this network: it is meant for another network or for nothing.',
      )
      await expect.element(card.getByTestId('approve-intent')).toHaveTextContent('Unknown contract')
      expect(await scanView(view, 'ApproveTransaction/noVerifier')).toEqual([])
      await rejectOnCard(answer)
    })

    test('behavior: setApprovalForAll to a plain account names the collection from the chain and warns; no axe violations', async () => {
      const { view, answer, card } = await askWithChain(setApprovalForAll(apes, eoa, true))
      await expect.element(card.getByTestId('approve-operator')).toHaveTextContent('Demo Apes')
      const labels = [...card.element().querySelectorAll('dt')].map((dt) => dt.textContent)
      expect(labels).toEqual([
        'Account',
        'Network',
        'Access to every item',
        'Operator',
        'Collection',
        'Network fee',
      ])
      await expectCardWarning(
        '0x70…dc79C8 is a plain account, not a contract: whoever holds its key could take every item of Demo Apes.',
      )
      await expect.element(card.getByTestId('approve-fee')).toHaveTextContent('0.0000461 ETH')
      expect(await scanView(view, 'ApproveTransaction/operatorToAccount')).toEqual([])
      await rejectOnCard(answer)
    })
  })
})
