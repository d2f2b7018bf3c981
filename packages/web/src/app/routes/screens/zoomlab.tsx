export { Component } from '../../../features/events/pages/zoomlab';
