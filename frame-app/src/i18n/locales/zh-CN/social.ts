import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Simplified Chinese: the social and Farcaster logins. */
export const social: LocaleCatalog['social'] = {
  listHeading: '登录方式',
  none: '此服务器未设置社交登录。',
  loadFailed: '无法加载社交登录。',
  back: '返回',
  continueWith: '使用 {name} 继续',
  starting: '正在打开 {name}…',
  waiting: '请在 {name} 窗口中继续',
  waitingDetail: '请在那里登录；完成后此窗口会自动更新。',
  connecting: '正在登录…',
  blocked: '浏览器阻止了 {name} 窗口',
  blockedDetail: '请自行打开它以继续登录。',
  openWindow: '在新窗口中继续',
  cancel: '取消',
  tryAgain: '重试',
  failedTitle: '登录失败',
  closed: '{name} 窗口在您登录前被关闭。',
  vaultLoad: '安全钱包加载失败。请检查网络连接后重试。',
  timeout: '安全钱包未及时响应。请重试。',
  unreachable: '无法连接服务器。请重试。',
  farcasterScan: '用手机扫描',
  farcasterDetail: '用 Farcaster 应用扫描此二维码，或在此设备上打开。',
  farcasterOpen: '在此设备上打开 Farcaster',
  farcasterQr: '用于 Farcaster 登录的二维码',
  farcasterStarting: '正在准备登录链接…',
}
