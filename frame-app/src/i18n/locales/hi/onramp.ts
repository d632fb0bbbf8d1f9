import type { LocaleCatalog } from '../../LocaleCatalog.ts'

/** Hindi: OnRamp's result. */
export const onramp: LocaleCatalog['onramp'] = {
  failedHeading: 'खरीदारी पूरी नहीं हुई',
  failed:
    '{name} के अनुसार {amount} {symbol} की खरीदारी विफल रही, इसलिए आपके वॉलेट में कुछ नहीं भेजा गया। फिर से कोशिश करें, या कोई दूसरी राशि या भुगतान का तरीका चुनें।',
}
