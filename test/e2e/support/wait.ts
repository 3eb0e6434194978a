// The end-to-end tests wait with the same helper as every other test.
export { WAIT_MS, eventually } from '../../helpers/wait';
