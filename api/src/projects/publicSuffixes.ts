/**
 * A PARTIAL public-suffix list, written for this project (not a copy of the Public Suffix
 * List): common second-level registries of country-code TLDs and the shared hosting
 * domains where every subdomain belongs to a different owner (SPEC §6 defaults among them).
 * Every single-label name (a TLD) is treated as a public suffix without being listed.
 * It is enough to refuse the obvious over-broad wildcards; extend it as projects need.
 */
const registries = {
  uk: ['co', 'org', 'ac', 'gov', 'ltd', 'plc', 'me', 'net', 'nhs', 'police', 'sch'],
  au: ['com', 'net', 'org', 'edu', 'gov', 'asn', 'id'],
  nz: ['co', 'org', 'net', 'ac', 'govt', 'geek', 'school'],
  jp: ['co', 'ne', 'or', 'ac', 'go', 'ed', 'gr', 'lg'],
  br: ['com', 'net', 'org', 'gov', 'edu', 'art', 'blog', 'app', 'dev'],
  cn: ['com', 'net', 'org', 'gov', 'edu', 'ac'],
  in: ['co', 'net', 'org', 'firm', 'gen', 'ind', 'ac', 'edu', 'gov'],
  za: ['co', 'org', 'net', 'ac', 'gov', 'web'],
  kr: ['co', 'or', 'ne', 'ac', 'go', 're'],
  mx: ['com', 'org', 'net', 'edu', 'gob'],
  ar: ['com', 'org', 'net', 'gob', 'edu'],
  tr: ['com', 'org', 'net', 'gen', 'edu', 'gov', 'biz', 'info'],
  il: ['co', 'org', 'net', 'ac', 'gov'],
  th: ['co', 'in', 'or', 'ac', 'go'],
  id: ['co', 'or', 'ac', 'go', 'web', 'my'],
  sg: ['com', 'org', 'net', 'edu', 'gov'],
  hk: ['com', 'org', 'net', 'edu', 'gov', 'idv'],
  tw: ['com', 'org', 'net', 'edu', 'gov', 'idv'],
  my: ['com', 'org', 'net', 'edu', 'gov', 'name'],
  ph: ['com', 'org', 'net', 'edu', 'gov'],
  vn: ['com', 'org', 'net', 'edu', 'gov'],
  pk: ['com', 'org', 'net', 'edu', 'gov'],
  ng: ['com', 'org', 'net', 'edu', 'gov'],
  eg: ['com', 'org', 'net', 'edu', 'gov'],
  sa: ['com', 'org', 'net', 'edu', 'gov'],
  ua: ['com', 'org', 'net', 'in', 'kiev'],
  pl: ['com', 'org', 'net', 'biz', 'info'],
  co: ['com', 'org', 'net', 'edu', 'gov'],
  at: ['co', 'or', 'ac', 'gv'],
  es: ['com', 'org', 'nom', 'edu', 'gob'],
} as const

const hosting = [
  // SPEC §6 defaults
  'pages.dev',
  'vercel.app',
  'ngrok-free.app',
  // other shared hosting and tunnels
  'ngrok.io',
  'ngrok.app',
  'ngrok-free.dev',
  'netlify.app',
  'herokuapp.com',
  'github.io',
  'gitlab.io',
  'workers.dev',
  'web.app',
  'firebaseapp.com',
  'appspot.com',
  'azurewebsites.net',
  'azurestaticapps.net',
  'cloudfront.net',
  'amplifyapp.com',
  's3.amazonaws.com',
  'onrender.com',
  'fly.dev',
  'up.railway.app',
  'surge.sh',
  'glitch.me',
  'replit.app',
  'repl.co',
  'deno.dev',
  'now.sh',
  'blogspot.com',
  'dweb.link',
  'ipfs.io',
  'trycloudflare.com',
  'loca.lt',
  'eu.com',
  'uk.com',
  'us.com',
]

/** Builds the lookup once per caller (no module-level mutable state). */
export function createPublicSuffixSet(): ReadonlySet<string> {
  const suffixes = new Set<string>(hosting)
  for (const [tld, seconds] of Object.entries(registries)) {
    for (const second of seconds) suffixes.add(`${second}.${tld}`)
  }
  return suffixes
}
