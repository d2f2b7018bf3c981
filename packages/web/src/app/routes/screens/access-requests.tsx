/** `/admin/access-requests`: the administrators' queue of access requests (issue 25). */
export { Component } from '../../../features/users/components/access-request-queue';
