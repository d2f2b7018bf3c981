export { SupervisorView as Component } from '../components/supervisor-view';
