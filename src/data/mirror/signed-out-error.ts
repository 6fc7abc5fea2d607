// A write on a device nobody is signed in to: refused, so that no change is queued without the
// account it belongs to (it would otherwise be sent later with the next account's token).
export class SignedOutError extends Error {
  constructor() {
    super('You were signed out on this device, so this text was not saved here.');
    this.name = 'SignedOutError';
  }
}
