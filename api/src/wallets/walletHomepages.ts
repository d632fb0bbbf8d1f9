/**
 * The homepages of the best-known wallets of `@walletconnect/mobile-registry`, by WalletConnect
 * wallet id: the package lists app links only, and the WalletConnect view's "Get {wallet}" link
 * needs a page that offers the app. Kept by hand like `announcedRdns`; a wallet left out shows
 * no such link.
 */
export const walletHomepages: Readonly<Record<string, string>> = {
  '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369': 'https://rainbow.me',
  '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0': 'https://trustwallet.com',
  cf21952a9bc8108bf13b12c92443751e2cc388d27008be4201b92bbc6d83dd46: 'https://www.argent.xyz',
  c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96: 'https://metamask.io',
  f2436c67184f158d1beda5df53298ee84abfc367581e4505134b5bcf5f46697d:
    'https://crypto.com/defi-wallet',
  '9d373b43ad4d2cf190fb1a774ec964a1addf406d6fd24af94ab7596e58c291b2': 'https://token.im',
  dceb063851b1833cbb209e3717a0a0b06bf3fb500fe9db8cd3a553e4b1d02137: 'https://onto.app',
  '20459438007b75f4f4acb98bf29aa3b800550309646d375da5fd4aac6c2a2c66': 'https://www.tokenpocket.pro',
  '7674bb4e353bf52886768a3ddc2a4562ce2f4191c80831291218ebd90f5f5e26': 'https://mathwallet.org',
  ccb714920401f7d008dbe11281ae70e3a4bfb621763b187b9e4a3ce1ab8faa3b: 'https://bitpay.com/wallet',
  '4ab2542c2799c825a8465ba5ab8aa7def52b7904f38b74484af917ed9c0fc4e5':
    'https://www.ledger.com/ledger-live',
  b021913ba555948a1c81eb3d89b372be46f8354e926679de648e4fa2938bed3e: 'https://coin98.com',
  '138f51c8d00ac7b9ac9d8dc75344d096a7dfe370a568aa167eabc0a21830ed98': 'https://alphawallet.com',
  '0b415a746fb9ee99cce155c2ceca0c6f6061b1dbca2d722b3ba16381d0562150': 'https://www.safepal.com',
}
