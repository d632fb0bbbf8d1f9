import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Indonesian: a simulated request's balance changes, swaps and EIP-7702 delegations. */
export const approveSimulation: LocaleCatalog['approveSimulation'] = {
  'approve.whatThisDoes': 'Apa yang dilakukan',
  'approve.confirmInWallet': 'Konfirmasi di {name}',
  'approve.confirmInWalletDetail':
    'Setujui atau tolak permintaan di {name}. Ini akan tertutup saat dompet menjawab.',
  'approve.youSend': 'Anda mengirim',
  'approve.youReceive': 'Anda menerima',
  'approve.nothing': 'Tidak ada',
  'approve.simulationUnavailable':
    'Simulasi tidak tersedia di jaringan ini: perubahan saldo tidak dapat ditampilkan.',
  'approve.warnReverts':
    'Transaksi ini akan gagal jika dikirim sekarang: {reason}. Anda tetap membayar biaya jaringan.',
  'approve.warnRevertsCall':
    'Panggilan {index} dari batch ini akan gagal jika dikirim sekarang: {reason}.',
  'approve.noReason': 'jaringan tidak memberi alasan',
  'approve.title.swap': 'Tukar token',
  'approve.swapSell': 'Jual',
  'approve.swapSellAtMost': 'Jual paling banyak',
  'approve.swapBuy': 'Beli',
  'approve.swapBuyAtLeast': 'Beli paling sedikit',
  'approve.router': 'Router',
  'approve.swapDeadline': 'Berlaku hingga',
  'approve.warnSwapRecipient': 'Hasil penukaran ini masuk ke {recipient}, bukan ke akun Anda.',
  'approve.title.delegation': 'Biarkan kontrak menjalankan akun Anda',
  'approve.delegate': 'Delegasikan ke',
  'approve.delegationChain': 'Jaringan',
  'approve.everyChain': 'Setiap jaringan',
  'approve.currentDelegation': 'Delegasi saat ini',
  'approve.noDelegation': 'Tidak ada',
  'approve.title.delegationRemoval': 'Matikan akun pintar',
  'approve.delegationRemovalRule':
    'Ini menghapus delegasi akun Anda ke {delegate} di jaringan ini. Fitur akun pintar berhenti: tidak ada lagi panggilan gabungan, dan tidak ada izin baru yang dapat diberikan. Alamat dan dana Anda tetap sama.',
  'approve.warnDelegateUnknown':
    'Ini membuat kontrak {delegate} bertindak sebagai akun Anda, dan situs ini tidak mengizinkannya: kontrak itu bisa memindahkan semua milik Anda.',
  'approve.warnDelegateEveryChain':
    'Delegasi ini berlaku di setiap jaringan, bukan hanya di sini: tanda tangan yang sama menyerahkan akun Anda di chain mana pun.',
}
