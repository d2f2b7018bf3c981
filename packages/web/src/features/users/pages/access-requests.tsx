/** `/admin/access-requests`: the administrators' queue of access requests (issue 25). */
export { Component } from '../components/access-request-queue';
