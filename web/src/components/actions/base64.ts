export { base64ToBytes } from '../../lib/base64';
