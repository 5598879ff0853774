import type { HostModule } from '../host-module';
const rsvp: HostModule = { name: 'rsvp', register() {} };
export default rsvp;
