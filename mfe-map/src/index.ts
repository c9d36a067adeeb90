import './standalone';
