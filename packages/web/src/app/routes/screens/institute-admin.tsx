export { SupervisorView as Component } from '../../../features/institutes/components/supervisor-view';
