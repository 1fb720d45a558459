export { PROVIDER_NAME, missingKeyMessage } from './provider.js';
