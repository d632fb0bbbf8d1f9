// Sign-in with an embedded email wallet: the sign-in contract (fixtures/contracts/), its
// signatures approved in ApproveTransaction.
import { signInContract } from '../../fixtures/contracts/signInContract.ts'
import { emailKind } from '../../fixtures/walletKinds/emailKind.ts'

signInContract(emailKind)
