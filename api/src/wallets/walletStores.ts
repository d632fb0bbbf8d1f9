/**
 * The app-store pages of the best-known wallets of `@walletconnect/mobile-registry`, by
 * WalletConnect wallet id, as the Explorer API's `app.ios` / `app.android`: the package lists
 * app links only. Kept by hand like `walletHomepages`, only with ids the wallets publish as
 * their download links; a wallet left out shows its homepage only (docs/decisions/0155-the-wallet-registry.md).
 */
export const walletStores: Readonly<Record<string, { ios: string; android: string }>> = {
  // Rainbow
  '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369': {
    ios: 'https://apps.apple.com/app/id1457119021',
    android: 'https://play.google.com/store/apps/details?id=me.rainbow',
  },
  // Trust Wallet
  '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0': {
    ios: 'https://apps.apple.com/app/id1288339409',
    android: 'https://play.google.com/store/apps/details?id=com.wallet.crypto.trustapp',
  },
  // Argent
  cf21952a9bc8108bf13b12c92443751e2cc388d27008be4201b92bbc6d83dd46: {
    ios: 'https://apps.apple.com/app/id1358741926',
    android: 'https://play.google.com/store/apps/details?id=im.argent.contractwalletclient',
  },
  // MetaMask
  c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96: {
    ios: 'https://apps.apple.com/app/id1438144202',
    android: 'https://play.google.com/store/apps/details?id=io.metamask',
  },
  // imToken
  '9d373b43ad4d2cf190fb1a774ec964a1addf406d6fd24af94ab7596e58c291b2': {
    ios: 'https://apps.apple.com/app/id1384798940',
    android: 'https://play.google.com/store/apps/details?id=im.token.app',
  },
  // Ledger Live
  '4ab2542c2799c825a8465ba5ab8aa7def52b7904f38b74484af917ed9c0fc4e5': {
    ios: 'https://apps.apple.com/app/id1361671700',
    android: 'https://play.google.com/store/apps/details?id=com.ledger.live',
  },
  // Coin98
  b021913ba555948a1c81eb3d89b372be46f8354e926679de648e4fa2938bed3e: {
    ios: 'https://apps.apple.com/app/id1561969966',
    android: 'https://play.google.com/store/apps/details?id=coin98.crypto.finance.media',
  },
}
