/** /{name}: a member's public profile page. */
export { Component } from '../../../features/profile/components/public-profile-page';
